"""The club's series: standings from finished games, the database derived from the records (rebuilt
when missing, damaged or of another version), unfinished and broken records, names folded, CSV."""

from __future__ import annotations

import csv
import io
import sqlite3
import stat
from pathlib import Path

import pytest

from mafia_desktop.storage.series import (
    DB_NAME,
    SCHEMA_VERSION,
    SeriesBook,
    SeriesBusy,
    SeriesInfo,
    Standing,
    standings_csv,
    standings_json,
)
from tests.engine.random_play import long_classic_game
from tests.storage.series_games import SPRING, SUMMER, TEN, protocol, save, spring, town_win


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games"


def table(rows: list[Standing]) -> list[tuple[int, str, float, int, int]]:
    return [(s.place, s.name, s.points, s.wins, s.games) for s in rows]


SPRING_TABLE = [
    (1, "EVE", 4.25, 4, 4),
    (2, "dan", 4.0, 4, 4),
    (2, "Fay", 4.0, 4, 4),
    (4, "Gus", 2.3, 2, 4),
    (5, "Jon", 2.0, 3, 4),  # two wins less half a point each: extra -0.5, removed by fouls
    (6, "Hal", 2.0, 2, 4),
    (6, "Ivy", 2.0, 2, 4),
    (8, "Ann", 1.0, 1, 4),
    (8, "Bob", 1.0, 1, 4),
    (8, "Cid", 1.0, 1, 4),
]


def test_the_standings_of_an_evening_of_club_games(games: Path) -> None:
    spring(games)
    with SeriesBook(games) as book:
        rows = book.standings("Spring")
        assert table(rows) == SPRING_TABLE
        eve = rows[0]
        assert (eve.best_moves, eve.best_move_points, eve.fouls) == (1, 0.25, 2)
        assert eve.by_role == (("civilian", 3, 3), ("mafia", 1, 1))
        assert eve.win_rate == 1.0
        jon = next(s for s in rows if s.name == "Jon")
        assert (jon.fouls, jon.best_moves, jon.win_rate) == (4, 0, 0.75)
        gus = next(s for s in rows if s.name == "Gus")
        assert gus.by_role == (("civilian", 2, 2), ("don", 1, 0), ("detective", 1, 0))
        everything = book.standings(None)
        assert sum(s.games for s in everything) == 50
        assert next(s for s in everything if s.name == "Ann").points == 2.0  # Summer's Don won
        assert book.standings("Autumn") == []


def test_the_series_newest_first_and_an_evening_by_its_date(games: Path) -> None:
    spring(games)
    save(games, "6", town_win().record(protocol=protocol("2024-05-10")), SUMMER + 86400)
    save(
        games, "7", town_win().record(protocol={"date": "10 May"}), SPRING + 86400 * 3
    )  # no date: the file's
    with SeriesBook(games) as book:
        assert book.series() == [
            SeriesInfo("Summer", 1, "2024-06-01", "2024-06-01", ("club",)),
            SeriesInfo("2024-05-10", 1, "2024-05-10", "2024-05-10", ("club",)),
            SeriesInfo("2024-04-23", 1, "2024-04-23", "2024-04-23", ("club",)),
            SeriesInfo("Spring", 4, "2024-04-20", "2024-04-20", ("club",)),
        ]


def test_a_game_without_a_score_counts_its_wins(games: Path) -> None:
    record = long_classic_game(players=7, failed_accusations=0)
    save(games, "classic", record, SPRING)
    with SeriesBook(games) as book:
        rows = book.standings(None)
    assert len(rows) == 7 and all(s.points == 0 for s in rows)
    assert sum(s.wins for s in rows) in range(1, 7) and all(s.games == 1 for s in rows)


def test_the_database_is_derived_deleted_or_damaged_it_is_built_again(games: Path) -> None:
    spring(games)
    db = games.parent / DB_NAME
    with SeriesBook(games) as book:
        first = book.standings(None)
    assert stat.S_IMODE(db.stat().st_mode) == 0o600, "the owner's only, like the games"
    db.unlink()
    with SeriesBook(games) as book:
        assert book.standings(None) == first
    db.write_bytes(b"this is not a database\n" * 200)
    with SeriesBook(games) as book:
        assert book.standings(None) == first
    assert (games.parent / (DB_NAME + ".damaged")).read_bytes().startswith(b"this is not")
    with sqlite3.connect(db) as other:  # rows lost: rebuild() reads every record again
        other.execute("DELETE FROM players WHERE name = 'Fay'")
    with SeriesBook(games) as book:
        book.rebuild()
        assert book.standings(None) == first
    with sqlite3.connect(db) as other:
        other.execute("PRAGMA user_version = 99")
    with SeriesBook(games) as book:
        assert book.standings(None) == first
    with sqlite3.connect(db) as other:
        assert other.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_truncated_database_is_set_aside(games: Path) -> None:
    spring(games)
    db = games.parent / DB_NAME
    with SeriesBook(games) as book:
        first = book.standings("Spring")
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2] + b"\x00garbage" * 64)
    with SeriesBook(games) as book:
        assert book.standings("Spring") == first
        assert not book.in_memory
    assert (games.parent / (DB_NAME + ".damaged")).exists()


def test_an_unfinished_game_counts_once_it_is_finished(games: Path) -> None:
    spring(games)
    crashed = town_win(finish=False)  # saved mid-game: the app stopped there
    path = save(games, "8", crashed.record(series="Spring"), SPRING + 10_000)
    with SeriesBook(games) as book:
        assert table(book.standings("Spring")) == SPRING_TABLE
        crashed.vote_out("Cid")  # the game goes on and ends; saved again
        save(games, "8", crashed.record(series="Spring"), SPRING + 12_000)
        assert path.exists()
        book.sync()
        rows = book.standings("Spring")
    assert sum(s.games for s in rows) == 50
    assert next(s for s in rows if s.name == "Dan").games == 5


def test_a_record_that_does_not_load_is_skipped(games: Path) -> None:
    spring(games)
    (games / "game-junk.json").write_text("{not json", encoding="utf-8")
    (games / "game-empty.json").write_bytes(b"")
    broken = town_win().record(series="Spring").to_json()
    broken["inputs"].insert(0, {"act": "tally", "votes": {"Nobody": ["Ann"]}})
    import json

    (games / "game-illegal.json").write_text(json.dumps(broken), encoding="utf-8")
    (games / "game-folder.json").mkdir()
    with SeriesBook(games) as book:
        assert table(book.standings("Spring")) == SPRING_TABLE
        book.sync()  # read once: the broken files are known, and skipped again
        assert table(book.standings("Spring")) == SPRING_TABLE


def test_a_game_deleted_is_dropped(games: Path) -> None:
    paths = spring(games)
    with SeriesBook(games) as book:
        assert len(book.series()) == 2
        paths[-1].unlink()
        book.sync()
        assert [s.name for s in book.series()] == ["Spring"]


def test_players_from_past_games_most_recent_first(games: Path) -> None:
    spring(games)
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
    save(games, "9", town_win(["Zoe", *names[1:]], ("Bob", "Cid", "Dan"), "Eve").record(), SUMMER + 86400)
    with SeriesBook(games) as book:
        known = book.known_players()
        assert known[0] == "Zoe"
        assert len(known) == 11 and len({n.casefold() for n in known}) == 11
        assert "Dan" in known and "dan" not in known  # the summer games spelled it so, later
        assert book.known_players(limit=3) == ["Zoe", "Bob", "Cid"]


def test_another_process_holding_the_database_is_said(games: Path) -> None:
    spring(games)
    db = games.parent / DB_NAME
    with SeriesBook(games) as book:
        book.sync()
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        book = SeriesBook(games, timeout=0.2)
        with pytest.raises(SeriesBusy) as caught:
            book.standings(None)
        assert str(db) in caught.value.message and "another program" in caught.value.message
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert table(SeriesBook(games).standings("Spring")) == SPRING_TABLE


def test_no_file_can_be_written_the_book_is_kept_in_memory(games: Path, tmp_path: Path) -> None:
    spring(games)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    with SeriesBook(games, blocker / DB_NAME) as book:
        assert table(book.standings("Spring")) == SPRING_TABLE
        assert book.in_memory


def test_no_games_folder_makes_no_file(tmp_path: Path) -> None:
    with SeriesBook(tmp_path / "nowhere" / "games") as book:
        assert book.series() == [] and book.standings(None) == []
    assert not (tmp_path / "nowhere").exists()


def test_csv_and_json_of_the_standings(games: Path) -> None:
    spring(games)
    with SeriesBook(games) as book:
        rows = book.standings("Spring")
    text = standings_csv(rows)
    assert text.endswith("\r\n")
    got = list(csv.reader(io.StringIO(text)))
    assert got[0][:5] == ["place", "name", "points", "wins", "games"]
    assert got[1][:5] == ["1", "EVE", "4.25", "4", "4"]
    assert got[1][6] == "civilian 3/3; mafia 1/1"
    assert len(got) == 11
    data = standings_json(rows)
    assert data[0]["by_role"] == [
        {"role": "civilian", "games": 3, "wins": 3},
        {"role": "mafia", "games": 1, "wins": 1},
    ]
    assert data[4] == {
        "place": 5, "name": "Jon", "points": 2.0, "wins": 3, "games": 4, "win_rate": 0.75,
        "by_role": [{"role": "civilian", "games": 4, "wins": 3}], "best_moves": 0,
        "best_move_points": 0.0, "fouls": 4, "rating_red": 1019.27, "rating_black": 1000.0,
        "ci": 0.25, "first_night": 1,
    }  # fmt: skip


@pytest.mark.parametrize("name", ['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\tx"])
def test_a_name_is_never_a_formula_in_a_spreadsheet(name: str) -> None:
    row = Standing(1, name, 1.0, 1, 1, 1.0, (("civilian", 1, 1),), 0, 0.0, 0)
    got = list(csv.reader(io.StringIO(standings_csv([row]))))
    assert got[1][1] == "'" + name
    assert got[1][2] == "1"  # numbers stay numbers


def test_a_name_from_a_game_is_kept_from_being_a_formula(games: Path) -> None:
    players = ("=cmd", "+Bob", *TEN[2:])
    save(games, "f", town_win(players, mafia=("Cid", "Dan", "Eve"), sheriff="Fay").record(), SPRING)
    with SeriesBook(games) as book:
        text = standings_csv(book.standings(None))
    assert "'=cmd" in text and "'+Bob" in text
