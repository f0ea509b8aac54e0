"""The series' statistics on small games made by hand: checks made and found, the first night's
shot, best moves, fouls, how each left; pairs together and against; the game type's step; the
rating after a scope's last game; filters by series, tournament and dates; tournaments listed."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from mafia_desktop.engine.inputs import EndNight, NightInput
from mafia_desktop.storage.series import (
    PairStats,
    SeriesBook,
    pair_stats_csv,
    pair_stats_json,
    player_stats_csv,
    player_stats_json,
    standings_csv,
)
from tests.storage.series_games import SPRING, SUMMER, TEN, Table, protocol, save, spring, town_win


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games"


def checked_game() -> Table:
    """Ann the Don, Bob and Cid the mafia, Dan the Sheriff. Day 1 votes Jon out; night 2 the
    Sheriff finds Bob, the Don finds the Sheriff, and the mafia shoot Eve; night 3 the Sheriff
    checks Gus (a civilian) and the Don Hal, the mafia miss; the town votes the mafia out."""
    t = Table(TEN, {"Ann": "don", "Bob": "mafia", "Cid": "mafia", "Dan": "detective"})
    t.do(EndNight())  # the meeting night: nobody shoots
    t.vote_out("Jon")
    t.do(NightInput("check", "Dan", "Bob"))
    t.do(NightInput("don_check", "Ann", "Dan"))
    t.shoot("Eve")
    t.vote_out("Ann")
    t.do(NightInput("check", "Dan", "Gus"))
    for m, target in (("Bob", "Fay"), ("Cid", "Gus")):  # a miss: not every shot at one player
        t.do(NightInput("shoot", m, target))
    t.do(EndNight())
    t.vote_out("Bob")
    t.do(EndNight())
    t.vote_out("Cid")
    assert t.game.winner == "town"
    return t


def test_checks_first_night_and_how_they_left(games: Path) -> None:
    save(games, "1", checked_game().record(series="Checks"), SPRING)
    with SeriesBook(games) as book:
        dan = book.player_stats("DAN")
        ann = book.player_stats("Ann")
        eve = book.player_stats("Eve")
        jon = book.player_stats("Jon")
        gus = book.player_stats("Gus")
        assert book.player_stats("Nobody") is None
    assert dan is not None and ann is not None and eve is not None and jon is not None and gus is not None
    assert (dan.checks, dan.checks_found, dan.wins, dan.by_role) == (2, 1, 1, (("detective", 1, 1),))
    assert (ann.checks, ann.checks_found, ann.wins, ann.left_by) == (1, 1, 0, (("vote", 1),))
    assert (eve.first_night, eve.left_by, eve.checks) == (1, (("night", 1),), 0)
    assert eve.ci == pytest.approx(0.4), "shot first in one game of one: the full 0.4"
    assert (jon.first_night, jon.left_by) == (0, (("vote", 1),)), "voted out by day: no first night"
    assert gus.left_by == ((None, 1),) and gus.first_night == 0


def test_best_moves_fouls_and_wins_by_role_over_the_evening(games: Path) -> None:
    spring(games)
    with SeriesBook(games) as book:
        stats = {s.name: s for s in book.players_stats("Spring")}
        rows = book.standings("Spring")
    assert set(stats) == {s.name for s in rows}
    eve = stats["EVE"]
    assert (eve.best_moves, eve.best_move_hits, eve.best_move_points, eve.fouls) == (1, 2, 0.25, 2)
    assert eve.by_role == (("civilian", 3, 3), ("mafia", 1, 1)) and eve.points == 4.25
    assert stats["Jon"].fouls == 4 and ("fouls", 1) in stats["Jon"].left_by
    assert stats["Jon"].first_night == 1 and stats["Jon"].ci == 0.25  # 1 × 0.4 × (1/4) / 0.4
    for s in rows:
        assert (s.ci, s.first_night, s.rating_red, s.rating_black) == (
            stats[s.name].ci,
            stats[s.name].first_night,
            stats[s.name].rating_red,
            stats[s.name].rating_black,
        )
    text = player_stats_csv(stats.values())
    got = list(csv.reader(io.StringIO(text)))
    assert got[0][:4] == ["name", "games", "wins", "points"] and len(got) == 11
    eve_row = next(r for r in got if r[0] == "EVE")
    assert eve_row[5:12] == ["1", "0", "0", "1", "2", "0.25", "2"]  # shot first in game 1
    data = {d["name"]: d for d in player_stats_json(stats.values())}
    assert data["Jon"]["left_by"][0] == {"cause": None, "games": 2}


def test_pairs_together_and_against(games: Path) -> None:
    spring(games)
    with SeriesBook(games) as book:
        pairs = {(p.first, p.second): p for p in book.pair_stats("Spring")}
        everything = book.pair_stats()
    assert len(pairs) == 45, "ten players, every pair met"
    # Ann and Bob: mafia twice (lost), town twice (won once): always on one side.
    assert pairs[("Ann", "Bob")] == PairStats("Ann", "Bob", 4, 1, 0, 0, 0)
    # Ann and Dan: against three times (Dan won each), together once (won).
    assert pairs[("Ann", "dan")] == PairStats("Ann", "dan", 1, 1, 3, 0, 3)
    assert all(p.together + p.against == 4 for p in pairs.values())
    assert sum(p.together + p.against for p in everything) == 45 * 5
    got = list(csv.reader(io.StringIO(pair_stats_csv(pairs.values()))))
    assert got[0] == ["first", "second", "together", "wins_together", "against", "first_wins", "second_wins"]
    assert pair_stats_json([pairs[("Ann", "dan")]]) == [
        {"first": "Ann", "second": "dan", "together": 1, "wins_together": 1, "against": 3,
         "first_wins": 0, "second_wins": 3},
    ]  # fmt: skip


def one_game(games: Path, name: str, mtime: float, **members: object) -> None:
    save(games, name, town_win().record(**members), mtime)


@pytest.mark.parametrize(
    ("members", "step"),
    [
        ({}, 10.0),
        ({"protocol": {"date": "2024-04-20", "game_type": "final"}}, 20.0),
        ({"protocol": {"date": "2024-04-20", "game_type": "tournament"}}, 15.0),
        ({"tournament": {"id": "Cup", "round": 1, "table": 2}}, 15.0),  # no type: a tournament's
        ({"tournament": {"id": "Cup"}, "protocol": {"game_type": "club"}}, 10.0),
        ({"protocol": {"date": "2024-04-20", "game_type": "league"}}, 10.0),  # unknown: a club game
    ],
)
def test_the_game_type_sets_the_step(games: Path, members: dict[str, object], step: float) -> None:
    # The town (seven) wins a game of equals: each red rating moves by K / 2.
    one_game(games, "1", SPRING, **members)
    with SeriesBook(games) as book:
        rows = {s.name: s for s in book.standings()}
    assert (rows["Dan"].rating_red, rows["Dan"].rating_black) == (1000 + step, 1000.0)
    assert (rows["Ann"].rating_black, rows["Ann"].rating_red) == (1000 - step, 1000.0)


def test_the_rating_is_after_the_scopes_last_game_and_ci_over_the_scope(games: Path) -> None:
    # Spring: one town win; then Summer: the same table, the town wins again.
    one_game(games, "1", SPRING, series="Spring", protocol=protocol("2024-04-20", game=1))
    one_game(games, "2", SUMMER, series="Summer", protocol=protocol("2024-06-01", game=1))
    with SeriesBook(games) as book:
        spring_dan = next(s for s in book.standings("Spring") if s.name == "Dan")
        summer_dan = next(s for s in book.standings("Summer") if s.name == "Dan")
        all_dan = next(s for s in book.standings() if s.name == "Dan")
        assert spring_dan.rating_red == 1010.0
        assert summer_dan.rating_red == all_dan.rating_red > 1010.0, "the Spring game counts too"
        history = book.rating_history("dan")
        assert [(p.date, p.number, p.side, p.before) for p in history] == [
            ("2024-04-20", 1, "red", 1000.0),
            ("2024-06-01", 1, "red", 1010.0),
        ]
        assert history[-1].after == all_dan.rating_red
        assert book.rating_history("Nobody") == []


def test_play_order_is_date_then_the_time_a_game_ended_then_its_number(games: Path) -> None:
    # One evening, a series and a tournament: the series' game 2 ended after the tournament's
    # round 1, whose number is lower; the time each ended decides, across the days the date does.
    town = town_win()
    lost = town_win(mafia=("Dan", "Eve", "Fay"), sheriff="Ann")  # Dan now black, and loses
    cup = town_win(mafia=("Gus", "Hal", "Ivy"), sheriff="Dan")
    save(games, "s1", town.record(protocol=protocol("2024-04-20", game=1)), SPRING)
    save(games, "s2", lost.record(protocol=protocol("2024-04-20", game=2)), SPRING + 120)
    cup_record = cup.record(
        protocol=protocol("2024-04-20", game=1), tournament={"id": "Cup", "round": 1, "table": 1}
    )
    save(games, "c1", cup_record, SPRING + 60)
    earlier = town_win(mafia=("Jon", "Eve", "Fay"), sheriff="Ann")
    save(games, "d0", earlier.record(protocol=protocol("2024-04-19", game=9)), SPRING + 999)
    with SeriesBook(games) as book:
        history = book.rating_history("Dan")
    assert [(p.date, p.number, p.side) for p in history] == [
        ("2024-04-19", 9, "red"),
        ("2024-04-20", 1, "red"),
        ("2024-04-20", 1, "red"),
        ("2024-04-20", 2, "black"),
    ]
    assert [p.before for p in history][2] == history[1].after, "the cup's game right after the series' first"


def test_a_tournament_slot_counts_one_game_the_last_to_end(games: Path) -> None:
    slot = {"id": "Cup", "round": 1, "table": 1}
    first = town_win()
    again = town_win(mafia=("Dan", "Eve", "Fay"), sheriff="Ann")  # the slot played again
    save(games, "1", first.record(tournament=slot), SPRING)
    save(games, "2", again.record(tournament=slot), SPRING + 60)
    other = town_win(mafia=("Gus", "Hal", "Ivy"), sheriff="Ann")
    save(games, "3", other.record(tournament=slot | {"table": 2}), SPRING + 30)
    with SeriesBook(games) as book:
        assert {s.games for s in book.standings(tournament="Cup")} == {2}
        dan = next(s for s in book.standings(tournament="Cup") if s.name == "Dan")
        assert (
            dan.by_role[0][0] in ("don", "civilian")
            and dict((r, g) for r, g, _ in dan.by_role).get("don") == 1
        )
        assert book.tournament_slots("Cup") == {(1, 1), (1, 2)}
        assert book.scope_info(tournament="Cup").games == 2


def test_filters_by_tournament_and_dates_and_the_tournaments(games: Path) -> None:
    cup = {"id": "Spring Cup", "round": 1, "table": 1}
    one_game(games, "1", SPRING, series="S", protocol=protocol("2024-04-20"), tournament=cup)
    one_game(
        games, "2", SPRING + 60, series="S", protocol=protocol("2024-04-21"), tournament=cup | {"round": 2}
    )
    one_game(games, "3", SPRING + 120, series="S", protocol=protocol("2024-04-22"))
    one_game(games, "4", SPRING + 180, protocol=protocol("2024-04-23"), tournament={"id": 5})  # no usable id
    with SeriesBook(games) as book:
        (info,) = book.tournaments()
        assert (info.id, info.games, info.rounds, info.first, info.last) == (
            "Spring Cup", 2, 2, "2024-04-20", "2024-04-21",
        )  # fmt: skip
        assert {s.games for s in book.standings(tournament="Spring Cup")} == {2}
        assert {s.games for s in book.standings("S")} == {3}
        assert {s.games for s in book.standings(since="2024-04-21")} == {3}
        assert {s.games for s in book.standings(since="2024-04-21", until="2024-04-22")} == {2}
        assert {s.games for s in book.standings("S", since="2024-04-22")} == {1}
        assert book.standings(tournament="Autumn Cup") == []
        assert book.standings(until="2024-01-01") == []
        assert book.pair_stats(tournament="Nothing") == [] and book.players_stats(series="None") == []
        with pytest.raises(ValueError, match="since"):
            book.standings(since="21.04.2024")
        with pytest.raises(ValueError, match="until"):
            book.standings(until="2024-02-30")


def test_the_standings_export_the_ratings_and_ci(games: Path) -> None:
    spring(games)
    with SeriesBook(games) as book:
        rows = book.standings("Spring")
    got = list(csv.reader(io.StringIO(standings_csv(rows))))
    assert got[0][-4:] == ["rating_red", "rating_black", "ci", "first_night"]
    jon = next(r for r in got if r[1] == "Jon")
    assert (
        jon[-2:] == ["0.25", "1"] and jon[-4] == f"{next(s for s in rows if s.name == 'Jon').rating_red:.2f}"
    )


def test_a_scope_at_a_glance(tmp_path: Path) -> None:
    from tests.storage.series_games import spring

    games = tmp_path / "games"
    spring(games)
    with SeriesBook(games) as book:
        every = book.scope_info()
        assert (every.name, every.games, every.first, every.last) == ("", 5, "2024-04-20", "2024-06-01")
        spring_only = book.scope_info(series="Spring")
        assert (spring_only.name, spring_only.games, spring_only.presets) == ("Spring", 4, ("club",))
        assert book.scope_info(since="2024-05-01").games == 1
        assert book.scope_info(tournament="nope").games == 0
