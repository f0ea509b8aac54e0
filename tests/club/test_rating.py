"""The rating and the first-night compensation against a calculation written apart from the
module, over random sequences of games; and the formula's edges."""

from __future__ import annotations

import random

import pytest

from mafia_desktop.club.rating import (
    Compensation,
    RatedGame,
    RatingRules,
    compensation,
    expected_town_win,
    rate,
    rules_from_json,
    walk,
)

K = {"club": 20.0, "tournament": 30.0, "final": 40.0}


def independent(games: list[tuple[str, list[tuple[str, str, bool]]]]) -> dict[tuple[str, str], float]:
    """Each (player, colour)'s rating after the games, from the issue's words alone."""
    ratings: dict[tuple[str, str], float] = {}

    def get(p: str, colour: str) -> float:
        return ratings.get((p, colour), 1000.0)

    for kind, players in games:
        town = [p for p, side, _ in players if side == "red"]
        mafia = [p for p, side, _ in players if side == "black"]
        town_won = any(w for _, side, w in players if side == "red")
        mafia_won = any(w for _, side, w in players if side == "black")
        if not town or not mafia or town_won == mafia_won:
            continue
        town_mean = sum(get(p, "red") for p in town) / len(town)
        mafia_mean = sum(get(p, "black") for p in mafia) / len(mafia)
        e = 1 / (1 + 10 ** ((mafia_mean - town_mean) / 400))
        k = K[kind] * (len(players) / 10 if len(players) < 10 else 1)
        result = 1 if town_won else 0
        new = {}
        for p in town:
            new[(p, "red")] = get(p, "red") + k * (result - e)
        for p in mafia:
            new[(p, "black")] = get(p, "black") - k * (result - e)
        ratings.update(new)
    return ratings


def random_games(rng: random.Random, count: int) -> list[tuple[str, list[tuple[str, str, bool]]]]:
    pool = [f"p{i}" for i in range(30)]
    games = []
    for _ in range(count):
        n = rng.randint(7, 12)
        players = rng.sample(pool, n)
        mafia = set(rng.sample(players, max(1, n // 4)))
        neutral = {rng.choice(players)} - mafia if rng.random() < 0.1 else set()
        winner = (
            rng.choice(["red", "black", "red", "black", "neutral"])
            if neutral
            else rng.choice(["red", "black"])
        )
        seats = []
        for p in players:
            side = "black" if p in mafia else "neutral" if p in neutral else "red"
            seats.append((p, side, side == winner))
        games.append((rng.choice(list(K)), seats))
    return games


@pytest.mark.parametrize("seed", range(3))
def test_the_rating_matches_an_independent_calculation_over_random_games(seed: int) -> None:
    rng = random.Random(seed)
    games = random_games(rng, 250)
    book = rate(RatedGame(f"g{i}", kind, tuple(seats)) for i, (kind, seats) in enumerate(games))
    want = independent(games)
    assert want, "the random games rated somebody"
    for (p, colour), value in want.items():
        assert book.rating(p).of(colour) == pytest.approx(value, abs=1e-9), (p, colour)
    # Nobody else moved, and the counts of rated games agree with the steps kept for the chart.
    for p, r in book.ratings.items():
        assert (r.red != 1000.0) <= ((p, "red") in want) and (r.black != 1000.0) <= ((p, "black") in want)
        steps = book.history[p]
        assert r.red_games == sum(s.side == "red" for s in steps)
        assert r.black_games == sum(s.side == "black" for s in steps)
        assert steps[-1].after == r.of(steps[-1].side)


@pytest.mark.parametrize("seed", range(3))
def test_the_lean_walk_finds_what_rate_finds(seed: int) -> None:
    """walk (what the series book keeps) gives each player's steps as rate's history has them."""
    rng = random.Random(100 + seed)
    games = random_games(rng, 250)
    rules = RatingRules(start=1500.0, k=(("club", 25.0), ("tournament", 35.0), ("final", 45.0)), full_table=9)
    book = rate((RatedGame(f"g{i}", kind, tuple(seats)) for i, (kind, seats) in enumerate(games)), rules)
    want = {
        (p, colour): (
            [s.game for s in steps if s.side == colour],
            [s.after for s in steps if s.side == colour],
        )
        for p, steps in book.history.items()
        for colour in ("red", "black")
        if any(s.side == colour for s in steps)
    }
    assert walk(games, rules) == want
    assert walk([], rules) == {}


def test_a_full_table_of_equals_moves_by_half_the_step_and_a_small_table_by_less() -> None:
    town = tuple((f"t{i}", "red", True) for i in range(7))
    mafia = tuple((f"m{i}", "black", False) for i in range(3))
    book = rate([RatedGame("g", "tournament", town + mafia)])
    assert book.rating("t0").red == 1015.0 and book.rating("m0").black == 985.0
    small = rate([RatedGame("g", "tournament", town[:5] + mafia[:2])])
    assert small.rating("t0").red == pytest.approx(1000 + 30 * 0.7 * 0.5)
    assert small.rating("t0").black == 1000.0  # the other colour is untouched


def test_the_expected_win_favours_the_stronger_side() -> None:
    assert expected_town_win(1000, 1000) == 0.5
    assert expected_town_win(1400, 1000) == pytest.approx(10 / 11)
    assert expected_town_win(1000, 1400) == pytest.approx(1 / 11)


def test_a_neutral_win_moves_nothing() -> None:
    players = (("a", "red", False), ("b", "black", False), ("j", "neutral", True))
    assert rate([RatedGame("g", "club", players)]).ratings == {}


def test_rating_rules_come_from_data_and_bad_values_keep_the_defaults() -> None:
    rules = rules_from_json({"start": 1500, "k": {"club": 10, "final": "x"}, "full_table": 8})
    assert rules.start == 1500.0 and rules.full_table == 8
    assert dict(rules.k) == {"club": 10.0, "tournament": 30.0, "final": 40.0}
    assert rules_from_json(["nope"]) == RatingRules()
    assert rules_from_json({"scale": float("inf"), "full_table": True}) == RatingRules()


@pytest.mark.parametrize(
    ("first", "games", "want"),
    [(0, 10, 0.0), (1, 10, 0.1), (2, 10, 0.4), (4, 10, 1.6), (5, 10, 2.0), (1, 1, 0.4), (3, 0, 0.0)],
)
def test_the_first_night_compensation(first: int, games: int, want: float) -> None:
    # B × 0.4 × min(1, (B / N) / 0.4), written out: the full 0.4 a game from 40 % of games shot first.
    independent_value = first * 0.4 * min(1.0, (first / games) / 0.4) if games else 0.0
    assert compensation(first, games) == pytest.approx(want) == pytest.approx(independent_value)


def test_the_compensation_constants_are_data() -> None:
    assert Compensation(per_game=0.5, full_share=0.25).points(1, 4) == 0.5
    assert Compensation(per_game=0.5, full_share=0.25).points(1, 8) == 0.25
