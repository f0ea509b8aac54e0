"""What the series database keeps so that a rebuild and a book opened again stay quick: the rating
pass kept in the database (walked again only when a game or the rules changed, or what is kept is
not whole), and the pairs counted as sets of games, checked against the database's own self-join
of every meeting (the query the book used before) over random records of every preset."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.club.rating import RatingRules
from mafia_desktop.storage import series
from mafia_desktop.storage.series import SeriesBook
from tests.storage.random_series import SERIES, TOURNAMENTS, random_series

SCOPES = [
    {},
    *({"series": s} for s in SERIES),
    *({"tournament": t} for t in TOURNAMENTS),
    {"since": "2025-03-04", "until": "2025-03-09"},
]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    games = tmp_path_factory.mktemp("data") / "games"
    random_series(games, 90, seed=7)
    return games


def no_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("the rating was walked again")

    monkeypatch.setattr(series, "_rate", refuse)


def everything(book: SeriesBook) -> Any:
    return (
        [book.standings(**scope) for scope in SCOPES],
        [book.players_stats(**scope) for scope in SCOPES],
        [book.rating_history(s.name) for s in book.standings()],
    )


@pytest.mark.parametrize("scope", SCOPES, ids=lambda s: ",".join(f"{k}={v}" for k, v in s.items()) or "all")
def test_pairs_match_the_databases_self_join(folder: Path, tmp_path: Path, scope: dict[str, str]) -> None:
    db = tmp_path / "series.sqlite3"
    with SeriesBook(folder, db) as book:
        got = book.pair_stats(**scope)
        names = {s.name for s in book.standings(**scope)}
    where, params = series._scope(*(scope.get(k) for k in ("series", "tournament", "since", "until")))
    with sqlite3.connect(db) as other:
        spelled = dict(
            other.execute(
                "SELECT p.name_key, p.name FROM players p JOIN counted g ON g.id = p.game"
                f" {where} ORDER BY g.place",
                params,
            ).fetchall()
        )
        rows = other.execute(
            "SELECT a.name_key, b.name_key, SUM(a.team = b.team), SUM(a.team = b.team AND a.won AND b.won),"
            " SUM(a.team <> b.team), SUM(a.team <> b.team AND a.won AND NOT b.won),"
            " SUM(a.team <> b.team AND b.won AND NOT a.won)"
            " FROM counted g JOIN players a ON a.game = g.id"
            f" JOIN players b ON b.game = g.id AND a.name_key < b.name_key {where}"
            " GROUP BY a.name_key, b.name_key",
            params,
        ).fetchall()
    other.close()
    want = {(spelled[a], spelled[b]): tuple(counts) for a, b, *counts in rows}
    assert len(want) > 40 and any(c[1] for c in want.values()) and any(c[3] for c in want.values())
    assert {
        (p.first, p.second): (p.together, p.wins_together, p.against, p.first_wins, p.second_wins)
        for p in got
    } == want
    assert {p.first for p in got} | {p.second for p in got} == names


def test_a_book_opened_again_does_not_walk_the_rating_again(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "series.sqlite3"
    with SeriesBook(folder, db) as book:
        first = everything(book)
    no_walk(monkeypatch)
    with SeriesBook(folder, db) as book:
        assert everything(book) == first


def test_the_rating_is_walked_again_for_other_rules_and_after_a_change(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "series.sqlite3"
    with SeriesBook(folder, db) as book:
        first = everything(book)
    steeper = RatingRules(k=(("club", 40.0), ("tournament", 60.0), ("final", 80.0)))
    with SeriesBook(folder, db, rating_rules=steeper) as book:
        other = everything(book)
    assert other != first and other[0][0][0].rating_red != first[0][0][0].rating_red
    with SeriesBook(folder, db) as book:  # the default rules again: walked again, the same
        assert everything(book) == first
    with sqlite3.connect(db) as damage:  # what is kept cut short: walked again, the same
        damage.execute("UPDATE ratings SET after = substr(after, 2)")
    damage.close()
    with SeriesBook(folder, db) as book:
        assert everything(book) == first
    no_walk(monkeypatch)
    with SeriesBook(folder, db) as book:
        assert everything(book) == first
        (path, *_) = sorted(folder.glob("game-*.json"))
        path.unlink()  # a game gone: the sync walks again
        with pytest.raises(AssertionError, match="walked again"):
            book.sync()


def test_the_deal_is_the_games_key() -> None:
    """The book's deal (made without writing the rules again for each game) is
    :func:`~mafia_desktop.storage.games.game_key`: copies of a game are one game."""
    import dataclasses
    import random

    from mafia_desktop.engine.deal import deal_roles
    from mafia_desktop.engine.rules import PRESETS
    from mafia_desktop.engine.setup import make_setup
    from mafia_desktop.storage.games import game_key
    from tests.storage.random_series import random_record

    rnd = random.Random(5)
    setups = [random_record(rnd, i).setup for i in range(40)]
    house = dataclasses.replace(PRESETS["club"], second_required=not PRESETS["club"].second_required)
    names = ["Ёжик", "Zoë", "李雷", "Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
    for rules, seed in ((house, 3), (PRESETS["club"], 3), (house, 4)):
        setups.append(make_setup(rules, seed, names, deal_roles(rules, names, seed)))
    assert len({s.rules for s in setups}) >= 4
    for setup in setups:
        assert series._deal(setup) == game_key(setup)
    assert len({series._deal(s) for s in setups}) == len(setups)
