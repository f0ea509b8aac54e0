"""The seating generator: pairs meet evenly, seats spread evenly, keep-apart pairs never meet,
the same seed gives the same schedule, and what cannot be seated is refused with a code."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from mafia_desktop.club import ClubError
from mafia_desktop.club.seating import Schedule, seat_schedule, table_sizes

NAMES = [f"Player {i:02d}" for i in range(1, 41)]


def _check_whole(s: Schedule, players: list[str], tables: int, rounds: int) -> None:
    """Every round seats each player once or sits them out, at tables as equal as possible."""
    assert len(s.rounds) == rounds
    for rnd in s.rounds:
        assert len(rnd.tables) == tables
        seen = [n for names in rnd.tables for n in names] + list(rnd.out)
        assert sorted(seen) == sorted(players)
        sizes = [len(names) for names in rnd.tables]
        assert max(sizes) - min(sizes) <= 1 and min(sizes) >= 7 and max(sizes) <= 12


def _most_allowed(s: Schedule) -> int:
    meetings = s.pair_meetings()
    return math.ceil(sum(meetings.values()) / len(meetings)) + 1


@pytest.mark.parametrize("seed", [0, 1, 2, 7])
def test_twenty_players_ten_rounds_two_tables(seed: int) -> None:
    players = NAMES[:20]
    s = seat_schedule(players, tables=2, rounds=10, seed=seed)
    _check_whole(s, players, 2, 10)
    meetings = s.pair_meetings()
    # 10 rounds x 2 tables x 45 pairs = 900 meetings over 190 pairs: the least possible most is 5
    assert math.ceil(900 / 190) == 5
    assert max(meetings.values()) <= 6 == _most_allowed(s)
    # ten games in ten seats: every player sits in every seat once
    for name, counts in s.seat_counts().items():
        assert counts == (1,) * 10, name


def test_two_rounds_of_twenty() -> None:
    players = NAMES[:20]
    s = seat_schedule(players, tables=2, rounds=2, seed=4)
    _check_whole(s, players, 2, 2)
    assert max(s.pair_meetings().values()) <= _most_allowed(s)
    assert all(max(c) == 1 for c in s.seat_counts().values())  # no seat twice in two games


def test_thirty_players_three_tables() -> None:
    players = NAMES[:30]
    s = seat_schedule(players, tables=3, rounds=10, seed=1)
    _check_whole(s, players, 3, 10)
    assert max(s.pair_meetings().values()) <= _most_allowed(s)
    assert all(c == (1,) * 10 for c in s.seat_counts().values())


def test_thirteen_players_one_table_sit_out_in_turn() -> None:
    players = NAMES[:13]
    s = seat_schedule(players, tables=1, rounds=13, seed=2)
    _check_whole(s, players, 1, 13)
    assert all(len(rnd.tables[0]) == 10 and len(rnd.out) == 3 for rnd in s.rounds)
    assert set(s.sit_outs().values()) == {3}  # 39 sit-outs over 13 players: three each
    for counts in s.seat_counts().values():  # ten games each in ten seats
        assert max(counts) - min(counts) <= 1


def test_uneven_tables() -> None:
    players = NAMES[:25]
    s = seat_schedule(players, tables=3, rounds=6, seed=0)
    _check_whole(s, players, 3, 6)
    assert table_sizes(25, 3) == (9, 8, 8)
    assert all(tuple(len(t) for t in rnd.tables) == (9, 8, 8) for rnd in s.rounds)
    assert max(s.pair_meetings().values()) <= _most_allowed(s)
    for counts in s.seat_counts().values():
        assert max(counts) <= 2


def test_the_same_seed_gives_the_same_schedule_and_touches_no_global_random() -> None:
    random.seed(1)
    before = random.getstate()
    a = seat_schedule(NAMES[:22], 2, 5, seed=11)
    assert random.getstate() == before
    assert a == seat_schedule(NAMES[:22], 2, 5, seed=11)
    assert a != seat_schedule(NAMES[:22], 2, 5, seed=12)


def test_keep_apart_pairs_never_meet() -> None:
    players = NAMES[:20]
    apart = [(NAMES[0], NAMES[1]), (NAMES[2], NAMES[3]), (NAMES[4].upper(), NAMES[5]), (NAMES[0], NAMES[6])]
    s = seat_schedule(players, 2, 10, keep_apart=apart, seed=3)
    meetings = s.pair_meetings()
    for a, b in apart:
        a = next(p for p in players if p.casefold() == a.casefold())
        assert meetings[(a, b)] == 0
    for counts in s.seat_counts().values():
        assert counts == (1,) * 10


def test_keep_apart_with_players_sitting_out() -> None:
    players = NAMES[:11]  # one table, one sitting out each round: the pair can always be parted
    s = seat_schedule(players, 1, 6, keep_apart=[(NAMES[0], NAMES[1])], seed=0)
    assert all(not {NAMES[0], NAMES[1]} <= set(rnd.tables[0]) for rnd in s.rounds)


@pytest.mark.parametrize(
    ("players", "tables", "rounds", "kwargs", "code"),
    [
        (NAMES[:20], 0, 1, {}, "tables_range"),
        (NAMES[:20], 21, 1, {}, "tables_range"),
        (NAMES[:20], 2, 0, {}, "rounds_range"),
        (NAMES[:20], 2, 31, {}, "rounds_range"),
        (NAMES[:20], 2, 1, {"table_size": 13}, "table_size_range"),
        (NAMES[:20], 2, 1, {"table_size": 6}, "table_size_range"),
        (NAMES[:13], 2, 1, {}, "too_few_players"),
        ([*NAMES[:9], "player 01"], 1, 1, {}, "duplicate_player"),
        ([*NAMES[:9], "Bo\u200bb"], 1, 1, {}, "bad_name"),
        ([*NAMES[:9], "  "], 1, 1, {}, "bad_name"),
        (NAMES[:10], 1, 1, {"keep_apart": [(NAMES[0], "Nobody")]}, "keep_apart_unknown"),
        (NAMES[:10], 1, 1, {"keep_apart": [(NAMES[0], NAMES[0].upper())]}, "keep_apart_self"),
        # one table, nobody sitting out: any pair kept apart cannot be
        (NAMES[:10], 1, 1, {"keep_apart": [(NAMES[0], NAMES[1])]}, "keep_apart_impossible"),
        # three players each kept from the others, two tables, nobody out
        (
            NAMES[:20],
            2,
            2,
            {"keep_apart": list(itertools.combinations(NAMES[:3], 2))},
            "keep_apart_impossible",
        ),
    ],
)
def test_what_cannot_be_seated_is_refused_with_a_code(
    players: list[str], tables: int, rounds: int, kwargs: dict[str, object], code: str
) -> None:
    with pytest.raises(ClubError) as caught:
        seat_schedule(players, tables, rounds, **kwargs)  # type: ignore[arg-type]
    assert caught.value.code == code
    assert str(caught.value)  # an English sentence
    assert caught.value.message.context == "Club"


def test_schedule_table_by_its_slot() -> None:
    s = seat_schedule(NAMES[:20], 2, 2, seed=0)
    assert s.table(2, 1) == s.rounds[1].tables[0]
    with pytest.raises(ClubError) as caught:
        s.table(3, 1)
    assert caught.value.code == "no_slot"
