"""The series' rating red and black and the first-night compensation (Ci), over 220 random finished
records of every preset, against a calculation written here from the records alone: each game
replayed input by input with the engine for its winner, its sides and its first night, then the
issue's formulas written out (nothing of :mod:`mafia_desktop.club.rating`)."""

from __future__ import annotations

import json
import os
import time
from collections import defaultdict
from dataclasses import dataclass

import pytest

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.engine.record import loads_record
from mafia_desktop.engine.roles import team_of
from mafia_desktop.engine.setup import name_key
from mafia_desktop.storage.series import SeriesBook
from tests.storage.random_series import SERIES, TOURNAMENTS, Saved, random_series

GAMES = 220
K = {"club": 20.0, "tournament": 30.0, "final": 40.0}


@dataclass(frozen=True)
class Played:
    """One game as the test reads it."""

    order: tuple[object, ...]
    series: str
    date: str
    tournament: str | None
    slot: tuple[str, int, int] | None  # (tournament, round, table): one game counts for it
    kind: str
    players: tuple[tuple[str, str, str], ...]  # (key, team, role)
    winner: str
    first_night: frozenset[str]  # keys


def played(saved: Saved) -> Played:
    text = saved.path.read_text(encoding="utf-8")
    data = json.loads(text)
    record = loads_record(text)
    game = Game(record.setup)
    shot: set[str] = set()
    first_night_over = False
    for inp in record.inputs:
        night = game.night
        deaths = len(game.deaths)
        game.apply(inp)
        if night is not None and not night.meeting and isinstance(inp, EndNight) and not first_night_over:
            first_night_over = True
            shot = {p for p, cause in game.deaths[deaths:] if cause == "night"}
    assert game.winner is not None
    head = data.get("protocol") or {}
    date = head.get("date") or time.strftime("%Y-%m-%d", time.localtime(saved.mtime))
    number = head.get("game")
    member = data.get("tournament") or {}
    tournament = member.get("id")
    whole = [member.get(k) for k in ("round", "table")]
    usable = all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in whole)
    slot = (tournament, whole[0], whole[1]) if tournament and usable else None
    kind = head.get("game_type")
    if kind not in K:
        kind = "tournament" if tournament else "club"
    players = tuple(
        (name_key(p), team_of(r), r) for p, r in zip(record.setup.players, record.setup.roles, strict=True)
    )
    return Played(
        order=(date, os.stat(saved.path).st_mtime_ns, number is None, number or 0, os.fsencode(saved.path)),
        series=data.get("series") or date,
        date=date,
        tournament=tournament,
        slot=slot,
        kind=kind,
        players=players,
        winner=game.winner,
        first_night=frozenset(name_key(p) for p in shot if team_of(record.setup.role_of(p)) == "town"),
    )


def elo(games: list[Played]) -> list[dict[tuple[str, str], float]]:
    """The ratings after each game, in play order: 1000 to start; E = 1 / (1 + 10^((mafia mean -
    town mean) / 400)); town players move by K (S - E), mafia players by -K (S - E); K by game
    type, times players / 10 below ten players; a game won by neither side moves nothing."""
    now: dict[tuple[str, str], float] = {}
    after = []
    for g in games:
        town = [k for k, team, _ in g.players if team == "town"]
        mafia = [k for k, team, _ in g.players if team == "mafia"]
        if town and mafia and g.winner in ("town", "mafia"):
            town_mean = sum(now.get((k, "red"), 1000.0) for k in town) / len(town)
            mafia_mean = sum(now.get((k, "black"), 1000.0) for k in mafia) / len(mafia)
            e = 1 / (1 + 10 ** ((mafia_mean - town_mean) / 400))
            n = len(g.players)
            k_step = K[g.kind] * (n / 10 if n < 10 else 1)
            s = 1.0 if g.winner == "town" else 0.0
            for k in town:
                now[(k, "red")] = now.get((k, "red"), 1000.0) + k_step * (s - e)
            for k in mafia:
                now[(k, "black")] = now.get((k, "black"), 1000.0) - k_step * (s - e)
        after.append(dict(now))
    return after


def ci(first: int, games: int) -> float:
    """Ci = B × 0.4 × min(1, (B / N) / 0.4)."""
    return first * 0.4 * min(1.0, (first / games) / 0.4) if games else 0.0


@pytest.fixture(scope="module")
def book_and_games(tmp_path_factory: pytest.TempPathFactory) -> tuple[SeriesBook, list[Played]]:
    folder = tmp_path_factory.mktemp("data") / "games"
    saved = random_series(folder, GAMES)
    games = sorted((played(s) for s in saved), key=lambda g: g.order)
    # A tournament's slot is one game: the one whose file was saved last (then the greater path).
    last: dict[tuple[str, int, int], Played] = {}
    for g in games:
        if g.slot is not None and (
            g.slot not in last or (g.order[1], g.order[4]) > (last[g.slot].order[1], last[g.slot].order[4])
        ):
            last[g.slot] = g
    kept = [g for g in games if g.slot is None or last[g.slot] is g]
    assert len(kept) < len(games), "some slot was played twice: the rule is tried"
    return SeriesBook(folder), kept


SCOPES = [
    {},
    *({"series": s} for s in SERIES),
    *({"tournament": t} for t in TOURNAMENTS),
    {"since": "2025-03-04", "until": "2025-03-09"},
    {"series": "Spring", "until": "2025-03-07"},
]


def in_scope(g: Played, scope: dict[str, str]) -> bool:
    return (
        scope.get("series", g.series) == g.series
        and scope.get("tournament", g.tournament) == g.tournament
        and g.date >= scope.get("since", g.date)
        and g.date <= scope.get("until", g.date)
    )


@pytest.mark.parametrize("scope", SCOPES, ids=lambda s: ",".join(f"{k}={v}" for k, v in s.items()) or "all")
def test_the_rating_and_ci_match_an_independent_calculation(
    book_and_games: tuple[SeriesBook, list[Played]], scope: dict[str, str]
) -> None:
    book, games = book_and_games
    assert len(games) >= 200
    assert {g.kind for g in games} == set(K) and any(g.tournament for g in games)
    assert {len(g.players) for g in games} >= {7, 10, 12}
    after = elo(games)
    chosen = [i for i, g in enumerate(games) if in_scope(g, scope)]
    assert chosen, scope
    ratings = after[chosen[-1]]
    first: dict[str, int] = defaultdict(int)
    played_in: dict[str, int] = defaultdict(int)
    for i in chosen:
        for key, _, _ in games[i].players:
            played_in[key] += 1
            first[key] += key in games[i].first_night
    rows = book.standings(**scope)
    assert sorted(name_key(s.name) for s in rows) == sorted(played_in)
    assert sum(first.values()) > 0
    for s in rows:
        key = name_key(s.name)
        assert s.games == played_in[key]
        assert s.rating_red == pytest.approx(ratings.get((key, "red"), 1000.0), abs=1e-9), key
        assert s.rating_black == pytest.approx(ratings.get((key, "black"), 1000.0), abs=1e-9), key
        assert s.first_night == first[key], key
        assert s.ci == pytest.approx(ci(first[key], played_in[key]), abs=1e-4), key
        stats = book.player_stats(s.name, **scope)
        assert stats is not None
        assert (stats.rating_red, stats.rating_black, stats.ci, stats.first_night) == (
            s.rating_red,
            s.rating_black,
            s.ci,
            s.first_night,
        )


def test_the_rating_history_steps_through_every_rated_game(
    book_and_games: tuple[SeriesBook, list[Played]],
) -> None:
    book, games = book_and_games
    after = elo(games)
    rated = [
        i
        for i, g in enumerate(games)
        if g.winner in ("town", "mafia") and {t for _, t, _ in g.players} >= {"town", "mafia"}
    ]
    for key in sorted({k for g in games for k, _, _ in g.players})[:6]:
        points = book.rating_history(key)
        mine = [
            (games[i].date, side, after[i][(key, side)])
            for i in rated
            for k, team, _ in games[i].players
            if k == key and team in ("town", "mafia")
            for side in ("red" if team == "town" else "black",)
        ]
        assert [(p.date, p.side) for p in points] == [(d, s) for d, s, _ in mine]
        assert [p.after for p in points] == pytest.approx([v for _, _, v in mine], abs=1e-9)
        for before, now in zip(points, points[1:], strict=False):
            if before.side == now.side:
                assert now.before == before.after
