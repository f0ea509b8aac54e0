"""The tournament model: its file read back whole, bad files refused with codes, the ranking by
each tie-break key, and the link from a game record to its slot."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from mafia_desktop.club import ClubError
from mafia_desktop.club.tournament import (
    DEFAULT_TIE_BREAK,
    TIE_BREAKS,
    ResultLine,
    Tournament,
    dumps,
    loads,
    new_tournament,
    rank,
    read_member,
    record_member,
    slot_players,
    tournament_from_json,
    tournament_to_json,
)

NAMES = [f"Player {i:02d}" for i in range(1, 23)]


def _cup(**kwargs: Any) -> Tournament:
    args: dict[str, Any] = {"keep_apart": [("Player 01", "player 02")], "seed": 5, "rng": random.Random(3)}
    args.update(kwargs)
    return new_tournament("Spring  cup", NAMES, 2, 4, **args)


def test_a_new_tournament_and_its_slots() -> None:
    t = _cup()
    assert t.name == "Spring cup" and len(t.id) == 32 and t.tie_break == DEFAULT_TIE_BREAK
    assert t.keep_apart == (("Player 01", "Player 02"),)
    assert t.id == _cup().id != _cup(rng=random.Random(4)).id  # drawn from the rng given
    assert new_tournament("X", NAMES, 2, 1, id="ab" * 16).id == "ab" * 16
    with pytest.raises(TypeError):
        new_tournament("X", NAMES, 2, 1)
    for rnd in range(1, 5):
        for table in (1, 2):
            names = slot_players(t, rnd, table)
            assert names == t.schedule.rounds[rnd - 1].tables[table - 1] and len(names) == 10
            member = record_member(t, rnd, table)
            assert member == {"id": t.id, "round": rnd, "table": table}
            assert read_member(json.loads(json.dumps(member))) == (t.id, rnd, table)
    for bad in ((0, 1), (5, 1), (1, 3)):
        with pytest.raises(ClubError) as caught:
            slot_players(t, *bad)
        assert caught.value.code == "no_slot"
    assert read_member({"id": t.id, "round": True, "table": 1}) is None
    assert read_member({"id": "../x", "round": 1, "table": 1}) is None
    assert read_member("nothing") is None


def test_the_file_round_trip() -> None:
    t = _cup(game_type="final", tie_break=("wins", "points"), table_size=11)
    text = dumps(t)
    assert loads(text) == t
    assert loads(text.encode("utf-8")) == t
    assert tournament_from_json(tournament_to_json(t)) == t
    assert json.loads(text)["format"] == "mafia-desktop-tournament"


def _bad(change: Any) -> str:
    doc = tournament_to_json(_cup())
    change(doc)
    with pytest.raises(ClubError) as caught:
        loads(json.dumps(doc))
    assert str(caught.value)
    return caught.value.code


def _set(key: str, value: object) -> Any:
    return lambda d: d.__setitem__(key, value)


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (_set("format", "something-else"), "unknown_format"),
        (_set("version", 2), "unknown_version"),
        (_set("version", True), "unknown_version"),
        (_set("extra", 1), "unknown_member"),
        (lambda d: d.pop("seed"), "bad_member"),
        (_set("id", "../../etc/passwd"), "bad_id"),
        (_set("name", ""), "bad_tournament_name"),
        (_set("game_type", "friendly"), "bad_game_type"),
        (_set("tables", "2"), "bad_member"),
        (_set("tables", 0), "out_of_range"),
        (_set("rounds", 10**40), "out_of_range"),
        (_set("table_size", 13), "out_of_range"),
        (_set("seed", -1), "out_of_range"),
        (_set("tie_break", ["points", "points"]), "bad_tie_break"),
        (_set("tie_break", ["luck"]), "bad_tie_break"),
        (lambda d: d["players"].__setitem__(3, "Bad\nname"), "bad_name"),
        (lambda d: d["players"].__setitem__(3, "PLAYER 01"), "duplicate_player"),
        (_set("keep_apart", [["Player 01", "Nobody"]]), "keep_apart_unknown"),
        (_set("keep_apart", [["Player 01"]]), "bad_member"),
        (lambda d: d["schedule"].pop(), "bad_schedule"),
        (lambda d: d["schedule"][1]["tables"][0].__setitem__(0, "Nobody"), "bad_schedule"),
        (lambda d: d["schedule"][1]["tables"].pop(), "bad_schedule"),
        (lambda d: d["schedule"][0]["out"].clear(), "bad_schedule"),
        (
            lambda d: d["schedule"][0].__setitem__(
                "tables", [["Player 01"] * 10, d["schedule"][0]["tables"][1]]
            ),
            "bad_schedule",
        ),
    ],
)
def test_bad_files_are_refused_with_codes(change: Any, code: str) -> None:
    assert _bad(change) == code


def test_a_schedule_seating_a_pair_kept_apart_is_refused() -> None:
    def together(d: dict[str, Any]) -> None:
        rnd = next(r for r in d["schedule"] if not {"Player 01", "Player 02"} & set(r["out"]))
        table = next(t for t in rnd["tables"] if "Player 01" in t)
        other = next(t for t in rnd["tables"] if "Player 02" in t)
        i, j = table.index("Player 01") ^ 1, other.index("Player 02")  # a neighbour of Player 01
        table[i], other[j] = other[j], table[i]

    doc = tournament_to_json(_cup())
    together(doc)
    with pytest.raises(ClubError) as caught:
        tournament_from_json(doc)
    assert (caught.value.code, caught.value.params["reason"]) == ("bad_schedule", "apart")
    assert "keep apart" in str(caught.value)


@pytest.mark.parametrize(
    "data",
    [
        b"\xff\xfe",
        b"{",
        b'{"format": 1, "format": 2}',
        b"[NaN]",
        b"x" * (1024 * 1024 + 1),
        b"[" * 100 + b"]" * 100,
    ],
)
def test_what_is_not_json_is_refused(data: bytes) -> None:
    with pytest.raises(ClubError) as caught:
        loads(data)
    assert caught.value.code in ("not_json", "unknown_format")


def test_reading_is_linear() -> None:
    """A file of 20 tables and 30 rounds, at most 240 players: read in one pass (a quadratic
    check would take seconds, not a fraction of one)."""
    import time

    players = [f"P{i:03d}" for i in range(240)]
    doc = tournament_to_json(new_tournament("Big", players, 20, 1, rng=random.Random(0), table_size=12))
    doc["rounds"] = 30
    doc["schedule"] = doc["schedule"] * 30  # the same seating each round: a valid file
    t = tournament_from_json(doc)
    text = dumps(t)
    start = time.perf_counter()
    assert loads(text) == t
    assert time.perf_counter() - start < 5  # generous: the shared machine; quadratic is far slower


def test_rank_each_key_decides() -> None:
    base = {"points": 3.0, "wins": 2, "best_move_points": 0.5, "fouls": 1, "rating": 1000.0}
    for key, (field, way) in TIE_BREAKS.items():
        better = dict(base, name="Bob")
        worse = dict(base, name="Ann")
        better[field] = base[field] + way  # one step better by this key alone
        order = [key] + [k for k in DEFAULT_TIE_BREAK if k != key]
        ranked = rank([worse, better], order)
        assert [(p, line["name"]) for p, line in ranked] == [(1, "Bob"), (2, "Ann")], key  # type: ignore[index]
        # earlier keys decide first: with the key last, the first equal keys leave it to this one
        ranked = rank([worse, better], [k for k in DEFAULT_TIE_BREAK if k != key] + [key])
        assert ranked[0][1]["name"] == "Bob"  # type: ignore[index]


def test_rank_earlier_key_wins_and_equal_lines_share_a_place() -> None:
    lines = [
        ResultLine("Cid", points=2.0, wins=3),
        ResultLine("Ann", points=2.1 + 0.2, wins=1),
        ResultLine("Bob", points=2.3, wins=1),
        ResultLine("Dan", points=1.0, wins=9, rating=None),
        ResultLine("Eve", points=1.0, wins=9, rating=1100.0),
    ]
    ranked = rank(lines)
    assert [(p, line.name) for p, line in ranked] == [  # type: ignore[union-attr]
        (1, "Ann"),  # 2.1 + 0.2 and 2.3 are equal points
        (1, "Bob"),
        (3, "Cid"),
        (4, "Eve"),  # a rating before none
        (5, "Dan"),
    ]
    wins_first = rank(lines, ("wins", "points"))
    assert [line.name for _, line in wins_first][:2] == ["Dan", "Eve"]  # type: ignore[union-attr]
    assert [p for p, _ in wins_first][:2] == [1, 1]
    fouls = rank([ResultLine("A", fouls=3), ResultLine("B", fouls=1)], ("fewer_fouls",))
    assert [line.name for _, line in fouls] == ["B", "A"]  # type: ignore[union-attr]
    with pytest.raises(ClubError):
        rank(lines, ("height",))


def test_standings_lines_rank_by_the_tournaments_tie_break() -> None:
    from dataclasses import dataclass

    from mafia_desktop.club.tournament import rank_standings

    @dataclass
    class Line:
        name: str
        points: float
        wins: int
        best_move_points: float
        fouls: int
        rating_red: float = 1000.0
        rating_black: float = 1000.0

    ann = Line("Ann", 3.0, 2, 0.0, 3)
    bob = Line("Bob", 3.0, 2, 0.0, 1)
    cid = Line("Cid", 3.0, 2, 0.0, 1, 1040.0, 1000.0)
    dan = Line("Dan", 4.0, 1, 0.0, 0)
    got = rank_standings([ann, bob, cid, dan])
    assert [(place, line.name) for place, line in got] == [(1, "Dan"), (2, "Cid"), (3, "Bob"), (4, "Ann")]
    by_wins = rank_standings([ann, bob, cid, dan], ("wins", "fewer_fouls"))
    assert [(place, line.name) for place, line in by_wins] == [(1, "Bob"), (1, "Cid"), (3, "Ann"), (4, "Dan")]
